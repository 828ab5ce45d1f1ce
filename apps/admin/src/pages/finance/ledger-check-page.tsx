import { Alert, Button, Descriptions, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { LedgerIssueRow, LedgerIssuesPage } from '@roamcart/contracts';
import { ledgerIssuesQuery, useRunLedgerCheck } from '../../api/ledger.ts';
import { PageContainer } from '../../components/page-container.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { formatCount, formatDateTime, formatMoney } from '../../lib/format.ts';
import { Can } from '../../session/can.tsx';
import { useBaseCurrency } from '../../startup/startup-context.tsx';

/** What the newest check covered and when; or that none has run yet. */
function RunSummary({ page }: { page: LedgerIssuesPage | undefined }) {
  const { t } = useTranslation();
  const run = page?.run;
  if (page && !run) return <Alert type="info" showIcon message={t('admin.ledger.never_run')} />;
  if (!run) return null;
  return (
    <>
      <Alert
        type={run.issues === 0 ? 'success' : 'error'}
        showIcon
        message={run.issues === 0 ? t('admin.ledger.clean') : t('admin.ledger.found', { issues: formatCount(run.issues) })}
        style={{ marginBottom: 16 }}
      />
      <Descriptions size="small" column={{ xs: 1, md: 3, xl: 6 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('admin.ledger.checked_at')}>{formatDateTime(run.finished_at)}</Descriptions.Item>
        <Descriptions.Item label={t('admin.ledger.trigger')}>{t(`admin.ledger.trigger_${run.trigger}`)}</Descriptions.Item>
        {run.admin && (
          <Descriptions.Item label={t('admin.ledger.run_by')}>
            <bdi>{run.admin}</bdi>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('admin.ledger.users_checked')}>{formatCount(run.users_checked)}</Descriptions.Item>
        <Descriptions.Item label={t('admin.ledger.payments_checked')}>{formatCount(run.payments_checked)}</Descriptions.Item>
        <Descriptions.Item label={t('admin.ledger.withdrawals_checked')}>{formatCount(run.withdrawals_checked)}</Descriptions.Item>
      </Descriptions>
    </>
  );
}

/**
 * The newest reconciliation of the wallet and points ledgers (run daily, by `npm run ledger:check`
 * or from here): each mismatch with its customer, the line or payment, and what was expected.
 */
export default function LedgerCheckPage() {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const { query, rows, pagination } = usePagedList(ledgerIssuesQuery);
  const runCheck = useRunLedgerCheck();
  const amount = (row: LedgerIssueRow, value: string) => (row.account === 'points' ? value : formatMoney(value, currency));

  const columns: ColumnsType<LedgerIssueRow> = [
    { dataIndex: 'kind', title: t('admin.ledger.kind'), render: (kind: string) => <Tag color="red">{t(`admin.ledger.kind_${kind}`)}</Tag> },
    { dataIndex: 'account', title: t('admin.ledger.account'), render: (account: string) => t(`admin.ledger.account_${account}`) },
    { key: 'user', title: t('admin.ledger.customer'), render: (_, row) => row.user_email ?? (row.user_id === null ? '–' : `#${row.user_id}`) },
    { dataIndex: 'admin', title: t('admin.ledger.admin'), render: (admin: string | null) => (admin ? <bdi>{admin}</bdi> : '–') },
    { key: 'record', title: t('admin.ledger.record'), render: (_, row) => [row.record_id === null ? null : `#${row.record_id}`, row.reference].filter(Boolean).join(' · ') || '–' },
    { key: 'expected', title: t('admin.ledger.expected'), align: 'end', render: (_, row) => amount(row, row.expected) },
    { key: 'actual', title: t('admin.ledger.actual'), align: 'end', render: (_, row) => amount(row, row.actual) },
  ];

  return (
    <PageContainer
      title={t('menu.ledger_check')}
      extra={
        <Can permission="ledger:run">
          <Button type="primary" loading={runCheck.isPending} onClick={() => runCheck.mutate()}>
            {t('admin.ledger.run_now')}
          </Button>
        </Can>
      }
    >
      {/* The list route answers the run beside the page of rows; the paged-list helper only types the rows. */}
      <RunSummary page={query.data as LedgerIssuesPage | undefined} />
      <Table<LedgerIssueRow> rowKey="id" columns={columns} dataSource={rows} loading={query.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} />
    </PageContainer>
  );
}
