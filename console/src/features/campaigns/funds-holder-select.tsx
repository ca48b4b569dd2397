import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { describeError } from '../../api/problem';

export function useFundsHolders() {
  const api = useApi();
  return useQuery({ queryKey: ['funds-holders', 'list'], queryFn: () => ok(api.v2.GET('/funds-holders', { params: { query: { pageNumber: 1, pageSize: 100 } } })), staleTime: 60_000 });
}

/** The funds holder whose bank account funds the campaign (the organization's primary account is listed first). */
export function FundsHolderSelect(props: Omit<SelectProps, 'data'>) {
  const holders = useFundsHolders();
  return (
    <Select
      label="Funds holder"
      description="Its bank account receives the campaign's money"
      placeholder={holders.isPending ? 'Loading…' : 'Choose a funds holder'}
      data={(holders.data?.data ?? []).map((holder) => ({ value: holder.id, label: holder.status === 'Active' ? holder.name : `${holder.name} (${holder.status})` }))}
      allowDeselect={false}
      {...props}
      error={props.error ?? (holders.isError ? `The funds holders could not be loaded: ${describeError(holders.error)}` : undefined)}
    />
  );
}
