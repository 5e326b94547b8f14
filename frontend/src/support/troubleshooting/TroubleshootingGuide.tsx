import { Link } from 'react-router';
import { BookTechnician } from './BookTechnician';
import { buttonClassName } from '../../ui/Button';
import { Page } from '../../ui/Page';
import type { GuideId } from './guide-links';
import { GUIDES } from './guides';
import styles from './TroubleshootingGuide.module.css';

/** One numbered five-step checklist (spec 2.4); every appliance's guide is this component fed by data. */
export function TroubleshootingGuide({ guideId }: { guideId: GuideId }) {
  const guide = GUIDES[guideId];
  return (
    <Page title={guide.title} subtitle={guide.intro}>
      <ol className={styles.steps} aria-label="Steps">
        {guide.steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <div>
              <h2 className={styles.stepTitle}>{step.title}</h2>
              <p className={styles.stepDetail}>{step.detail}</p>
            </div>
          </li>
        ))}
      </ol>
      {guide.note && (
        <p className={styles.note}>
          <strong>Note: </strong>
          {guide.note}
        </p>
      )}
      {guide.commonProblems && (
        <section className={styles.problems} aria-labelledby="common-problems">
          <h2 id="common-problems">Common problems</h2>
          <ul className={styles.problemList}>
            {guide.commonProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </section>
      )}
      <BookTechnician guide={guideId} />
      <div className={styles.help}>
        <span>Still need help?</span>
        <Link to="/contact" className={buttonClassName({ variant: 'secondary', small: true })}>
          Contact support
        </Link>
      </div>
    </Page>
  );
}
