import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '../../api';
import { Card } from '../../ui/Page';
import styles from './ContactPage.module.css';

/** Support's phone line (notification's settings); left out when they cannot be fetched rather than guessed. */
export function SupportHours() {
  const info = useQuery({ queryKey: queryKeys.supportInfo, queryFn: api.getSupportInfo, staleTime: 10 * 60_000 });
  if (!info.data?.phone) return null;
  const { phone, hours } = info.data;
  return (
    <Card className={styles.phone}>
      <h2 className={styles.phoneTitle}>Prefer to talk?</h2>
      <p>
        Call us at <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
      </p>
      <p className={styles.hours}>{hours}</p>
    </Card>
  );
}
