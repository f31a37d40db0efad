import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, pageCount, pageRange, pageWindow } from './paging';

export interface TablePagerProps {
  page: number;
  size: number;
  total: number;
  pageSizes?: readonly number[];
  onChange(page: number, size: number): void;
}

/** Page size, "Mostrando x a y de n registros" and a pager of 5 page links with first/previous/next/last. */
export function TablePager({ page, size, total, pageSizes = PAGE_SIZES, onChange }: TablePagerProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, size);
  const { from, to } = pageRange(page, size, total);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <NativeSelect
        size="xs"
        label={t('table.pageSize')}
        data={pageSizes.map(String)}
        value={String(size)}
        onChange={(event) => onChange(1, Number(event.currentTarget.value))}
        styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { fontWeight: 400 } }}
      />
      <Text size="sm" aria-live="polite">
        {t('table.showing', { from, to, total })}
      </Text>
      <nav aria-label={t('table.pagination')}>
        <Pagination.Root total={pages} value={page} onChange={(p) => onChange(p, size)} size="sm">
          <Group gap={4} wrap="nowrap">
            <Pagination.First aria-label={t('table.first')} />
            <Pagination.Previous aria-label={t('table.previous')} />
            {pageWindow(page, pages).map((p) => (
              <Pagination.Control
                key={p}
                active={p === page}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('table.page', { page: p })}
                onClick={() => onChange(p, size)}
              >
                {p}
              </Pagination.Control>
            ))}
            <Pagination.Next aria-label={t('table.next')} />
            <Pagination.Last aria-label={t('table.last')} />
          </Group>
        </Pagination.Root>
      </nav>
    </Group>
  );
}
