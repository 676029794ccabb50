/**
 * /m/help (spec §2 Help centre): the operator's two-level list, each section a titled list of its
 * items, each a link. Tapping an item opens its detail at /m/helpDetail?p={section}&c={item}, the indexes of
 * the answer's order, so the address names the item and back returns to the list.
 */
import type { HelpItem } from '@app/contract';
import { helpDetailPath } from '@app/contract/client';
import Empty from 'antd-mobile/es/components/empty';
import List from 'antd-mobile/es/components/list';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LoadFailed, LoadingSkeleton } from '../../ui/query-states';
import { useHelp } from './queries';
import './help.css';

function HelpSection({ section, index }: { section: HelpItem; index: number }) {
  const headingId = `help-section-${index}`;
  return (
    <section className="help-section" aria-labelledby={headingId}>
      {/* dir auto: a text the operator did not write in this language comes in English (isolated,
          so its punctuation stays in place, and placed at the start like the page's own texts). */}
      <h2 id={headingId} className="help-section__title">
        <span dir="auto">{section.title}</span>
      </h2>
      <List className="help-section__items">
        {section.children.map((item, itemIndex) => (
          // A real link (antd-mobile's clickable List.Item is an <a> without href, which a keyboard
          // cannot reach); it covers the whole row (help.css).
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the item's address (spec §2 p and c)
          <List.Item key={itemIndex} arrow className="help-item">
            <Link className="help-item__link" to={helpDetailPath(index, itemIndex)}>
              <span dir="auto">{item.title}</span>
            </Link>
          </List.Item>
        ))}
      </List>
    </section>
  );
}

export function HelpScreen() {
  const { t } = useTranslation();
  const query = useHelp();
  if (query.isPending) return <LoadingSkeleton className="help" />;
  if (query.isError) return <LoadFailed onRetry={query.refetch} />;
  if (query.data.length === 0) return <Empty className="help__empty" description={t('help_empty')} />;
  return (
    <div className="help">
      {query.data.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the index is the section's address (spec §2 p)
        <HelpSection key={index} section={section} index={index} />
      ))}
    </div>
  );
}
