/**
 * Games (issue 21 point 6, decision 0070): every game of a merchant, shown or not, paged, filtered
 * and sorted by the server; hot, new and shown as switches and the sort order as a number, each
 * change one audited PATCH shown at once and put back if the server refuses it. Content staff and
 * admins change them; every other role reads. The address holds the merchant and the view.
 */
import type { OperatorGame } from '@app/contract';
import {
  GAME_CATEGORIES,
  GAME_SORT_ORDER_MAX,
  GAMES_OPERATOR_PATHS,
  staffRoleAllows,
} from '@app/contract/client';
import { Flex, Form, Input, InputNumber, Select, Switch, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUDIT_PATH } from '../../app/console-paths';
import { useTranslation } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages/en';
import { serverPagination } from '../../lib/server-paging';
import { PageTitle } from '../../ui/page-title';
import { QueryError } from '../../ui/query-error';
import { useStaff } from '../auth/session';
import {
  firstPageOf,
  GAME_FLAGS,
  type GameFlag,
  type GamesView,
  gamesQueryOf,
  gamesViewOf,
  searchOfGamesView,
} from './games-view';
import { MerchantField, useMerchantOfAddress } from './merchant-field';
import { useGameChange, useGamesPage } from './site-queries';

const FLAG_LABELS: Record<GameFlag, MessageKey> = {
  isHot: 'games.hot',
  isNew: 'games.new',
  enabled: 'games.enabled',
};

export function GamesPage() {
  const { t } = useTranslation();
  const { role } = useStaff();
  const [search, setSearch] = useSearchParams();
  const [merchantCode, showMerchant] = useMerchantOfAddress();
  const view = useMemo(() => gamesViewOf(search), [search]);
  const query = useMemo(() => gamesQueryOf(view), [view]);
  const games = useGamesPage(merchantCode, query);
  const change = useGameChange(merchantCode, query);
  const canEdit = staffRoleAllows(role, 'PATCH', GAMES_OPERATOR_PATHS.game);

  const go = (next: GamesView) => setSearch(searchOfGamesView(merchantCode, next));
  /** A new filter or order starts at the first page. */
  const show = (next: Partial<GamesView>) => go(firstPageOf({ ...view, ...next }));

  const flagColumn = (flag: GameFlag): TableColumnsType<OperatorGame>[number] => ({
    title: t(FLAG_LABELS[flag]),
    dataIndex: flag,
    width: 110,
    render: (value: boolean, game) => (
      <Switch
        checked={value}
        disabled={!canEdit}
        aria-label={`${t(FLAG_LABELS[flag])}: ${game.gameName}`}
        onChange={(checked) => change.mutate({ nodeId: game.nodeId, change: { [flag]: checked } })}
      />
    ),
  });

  const columns: TableColumnsType<OperatorGame> = [
    {
      title: t('games.name'),
      dataIndex: 'gameName',
      key: 'name',
      sorter: true,
      sortOrder: view.sort === 'name' ? (view.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (name: string, game) => (
        <Flex vertical>
          <span>{name}</span>
          <span style={{ fontSize: 12, opacity: 0.75 }}>{game.gameCode}</span>
        </Flex>
      ),
    },
    {
      title: t('games.vendor'),
      dataIndex: 'vendorName',
      render: (name: string, game) => (game.vendorEnabled ? name : `${name} (${t('games.vendorOff')})`),
    },
    { title: t('games.type'), dataIndex: 'gameType', width: 110 },
    ...GAME_FLAGS.map(flagColumn),
    {
      title: t('games.sortOrder'),
      dataIndex: 'sortOrder',
      key: 'sortOrder',
      width: 150,
      sorter: true,
      sortOrder: view.sort === 'sortOrder' ? (view.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (sortOrder: number, game) =>
        canEdit ? (
          <SortOrderInput
            key={`${game.nodeId}:${sortOrder}`}
            value={sortOrder}
            label={`${t('games.sortOrder')}: ${game.gameName}`}
            onSave={(next) => change.mutate({ nodeId: game.nodeId, change: { sortOrder: next } })}
          />
        ) : (
          sortOrder
        ),
    },
    {
      title: t('games.audit'),
      key: 'audit',
      width: 100,
      render: (_, game) => (
        <Link
          to={`${AUDIT_PATH}?${new URLSearchParams({ merchantCode: merchantCode ?? '', target: `game:${game.nodeId}` })}`}
          aria-label={`${t('games.audit')}: ${game.gameName}`}
        >
          {t('games.audit')}
        </Link>
      ),
    },
  ];

  const flagOptions = [
    { value: 'true', label: t('games.yes') },
    { value: 'false', label: t('games.no') },
  ];

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('games.title')}</PageTitle>
      <Form layout="inline" component="section" aria-label={t('games.filters')} style={{ rowGap: 12 }}>
        <MerchantField id="games-merchant" value={merchantCode} onChange={showMerchant} />
        <Form.Item label={t('games.search')} htmlFor="games-search">
          <Input.Search
            id="games-search"
            key={view.gameName ?? ''}
            defaultValue={view.gameName}
            allowClear
            maxLength={100}
            enterButton={t('games.searchButton')}
            onSearch={(gameName) => show({ gameName: gameName.trim() || undefined })}
            style={{ width: 260 }}
          />
        </Form.Item>
        <Form.Item label={t('games.vendor')} htmlFor="games-vendor">
          <Select
            id="games-vendor"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={view.vendorCode}
            onChange={(vendorCode?: string) => show({ vendorCode })}
            options={(games.data?.vendors ?? []).map(({ vendorCode, name }) => ({
              value: vendorCode,
              label: name,
            }))}
            placeholder={t('games.any')}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item label={t('games.type')} htmlFor="games-type">
          <Select
            id="games-type"
            allowClear
            value={view.gameType}
            onChange={(gameType?: GamesView['gameType']) => show({ gameType })}
            options={GAME_CATEGORIES.map((category) => ({ value: category, label: category }))}
            placeholder={t('games.any')}
            style={{ width: 140 }}
          />
        </Form.Item>
        {GAME_FLAGS.map((flag) => (
          <Form.Item key={flag} label={t(FLAG_LABELS[flag])} htmlFor={`games-${flag}`}>
            <Select
              id={`games-${flag}`}
              allowClear
              value={view[flag]}
              onChange={(value?: 'true' | 'false') => show({ [flag]: value })}
              options={flagOptions}
              placeholder={t('games.any')}
              style={{ width: 100 }}
            />
          </Form.Item>
        ))}
      </Form>
      <QueryError query={games} />
      <Table<OperatorGame>
        rowKey="nodeId"
        columns={columns}
        dataSource={games.data?.list}
        loading={games.isFetching && !change.isPending}
        pagination={serverPagination(
          view,
          games.data?.total ?? 0,
          (total) => t('games.total', { total }),
          (page) => go({ ...view, ...page }),
        )}
        onChange={(_pagination, _filters, sorter, { action }) => {
          if (action !== 'sort') return;
          const sorted = Array.isArray(sorter) ? sorter[0] : sorter;
          show({
            sort: sorted?.columnKey === 'name' && sorted.order ? 'name' : 'sortOrder',
            order: sorted?.order === 'descend' ? 'desc' : 'asc',
          });
        }}
      />
    </Flex>
  );
}

/** A game's sort order, saved when it is left or Enter is pressed, if it changed. */
function SortOrderInput({
  value,
  label,
  onSave,
}: {
  value: number;
  label: string;
  onSave: (next: number) => void;
}) {
  const save = (text: string) => {
    const next = Number(text);
    if (text.trim() !== '' && Number.isSafeInteger(next) && next !== value) onSave(next);
  };
  return (
    <InputNumber
      aria-label={label}
      defaultValue={value}
      min={0}
      max={GAME_SORT_ORDER_MAX}
      precision={0}
      onBlur={(event) => save(event.target.value)}
      onPressEnter={(event) => save((event.target as HTMLInputElement).value)}
      style={{ width: 120 }}
    />
  );
}
