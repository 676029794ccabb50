/**
 * /m/helpDetail?p={index}&c={subindex} (spec §2 Help centre): the item the indexes choose, its
 * section's title above, its content (help-article.tsx). Indexes that are missing, not numbers or past the list show a clear
 * message and the way back to the help centre.
 */

import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LoadFailed, LoadingSkeleton, NotFound } from '../../ui/query-states';
import { HelpArticle } from './help-article';
import { useHelp } from './queries';
import './help.css';

export const HELP_PATH = '/m/help';
const INDEX = /^(0|[1-9][0-9]{0,3})$/;

/** The index a parameter names, or null when it names none. */
const indexOf = (value: string | null): number | null =>
  value !== null && INDEX.test(value) ? Number(value) : null;

function HelpNotFound() {
  const { t } = useTranslation();
  return (
    <NotFound className="help-missing" title={t('help_not_found')}>
      <Link className="help-back" to={HELP_PATH}>
        {t('help_back_to_list')}
      </Link>
    </NotFound>
  );
}

export function HelpDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sectionIndex = indexOf(params.get('p'));
  const itemIndex = indexOf(params.get('c'));
  // Indexes that cannot name an item need no answer.
  const query = useHelp({ enabled: sectionIndex !== null && itemIndex !== null });

  if (sectionIndex === null || itemIndex === null) return <HelpNotFound />;
  if (query.isPending) return <LoadingSkeleton className="help-detail" />;
  if (query.isError) return <LoadFailed onRetry={query.refetch} />;
  const section = query.data[sectionIndex];
  const item = section?.children[itemIndex];
  if (!section || !item) return <HelpNotFound />;
  return (
    <HelpArticle section={section.title} title={item.title} content={item.content}>
      <Link className="help-back help-back--footer" to={HELP_PATH}>
        {t('help_back_to_list')}
      </Link>
    </HelpArticle>
  );
}
