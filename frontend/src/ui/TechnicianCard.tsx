import { useId, useState } from 'react';
import { Card } from './Page';
import styles from './TechnicianCard.module.css';

/** The technician card (spec 2.5 and 2.7): a certified technician, background checked and insured; expandable. */
export function TechnicianCard() {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Card className={styles.card}>
      <div className={styles.header}>
        <h2 className={styles.title}>Certified technician</h2>
        <button type="button" className={styles.expand} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((value) => !value)}>
          {open ? 'Show less' : 'Show more'}
        </button>
      </div>
      <p className={styles.muted}>Your delivery is made by a certified technician, background checked and insured.</p>
      <div id={detailsId} hidden={!open} className={styles.details}>
        <ul>
          <li>Brings each appliance into the room you choose and takes the packaging away.</li>
          <li>Connects and levels it, and checks that it works before leaving.</li>
          <li>Shows you the controls and answers your questions.</li>
        </ul>
      </div>
    </Card>
  );
}
