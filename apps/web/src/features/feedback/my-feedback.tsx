/**
 * The member's past feedback (issue 15 point 6), newest first: when it was sent, its question type,
 * content, pictures and remark, and the operator's reply once there is one.
 */
import type { FeedbackEntry } from '@app/contract';
import { feedbackTypeNameOf, languageOf } from '@app/contract/client';
import Empty from 'antd-mobile/es/components/empty';
import Tag from 'antd-mobile/es/components/tag';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';
import { PagedList } from '../../ui/paged-list';
import { typeLabelKey } from './feedback-rules';
import { useMyFeedback } from './queries';

const dateOf = (iso: string, tag: string) =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function FeedbackCard({ entry }: { entry: FeedbackEntry }) {
  const { t } = useTranslation();
  const name = feedbackTypeNameOf(entry.type);
  const tag = languageOf(activeLanguageCode()).tag;
  return (
    <article
      className="feedback-card"
      aria-label={t('feedback_sent_at', { date: dateOf(entry.createdAt, tag) })}
    >
      <header className="feedback-card__head">
        <span className="feedback-card__type">{name ? t(typeLabelKey(name)) : ''}</span>
        <Tag className={`feedback-card__status feedback-card__status--${entry.status}`} round fill="outline">
          {t(`feedback_status_${entry.status}`)}
        </Tag>
      </header>
      <p className="feedback-card__date">
        <time dateTime={entry.createdAt}>{dateOf(entry.createdAt, tag)}</time>
      </p>
      <p className="feedback-card__content" dir="auto">
        {entry.content}
      </p>
      {entry.pictures.length > 0 && (
        <ul className="feedback-card__pictures">
          {entry.pictures.map((picture, index) => (
            <li key={picture.url}>
              <a href={picture.url} target="_blank" rel="noopener noreferrer">
                <img
                  src={picture.url}
                  alt={t('feedback_picture_alt', { number: index + 1 })}
                  width={64}
                  height={64}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {entry.remark && (
        <p className="feedback-card__remark" dir="auto">
          {t('feedback_remark')}: {entry.remark}
        </p>
      )}
      {entry.reply !== null && (
        <section className="feedback-card__reply" aria-label={t('feedback_reply')}>
          <h4 className="feedback-card__reply-title">{t('feedback_reply')}</h4>
          <p dir="auto">{entry.reply}</p>
        </section>
      )}
    </article>
  );
}

export function MyFeedback() {
  const { t } = useTranslation();
  const query = useMyFeedback();
  return (
    <section className="feedback-mine" aria-labelledby="feedback-mine-title">
      <h3 id="feedback-mine-title" className="feedback-mine__title">
        {t('feedback_mine')}
      </h3>
      <PagedList
        query={query}
        empty={<Empty className="feedback-mine__empty" description={t('feedback_mine_empty')} />}
      >
        {(entries) => (
          <ul className="feedback-mine__list">
            {entries.map((entry) => (
              <li key={entry.feedbackId}>
                <FeedbackCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
