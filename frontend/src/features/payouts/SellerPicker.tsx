import { useMemo } from 'react';
import { useListSellersMinimalQuery } from '../../api/sellers.api';
import { SearchableSelect, type DropdownOption } from '../../components/SearchableSelect';

interface Props {
  value?: string;
  onChange?: (sellerId: string | undefined) => void;
  disabled?: boolean;
}

/** Coworkers pick the seller on payout, adjustment and delivery forms (SPEC §6): name and account number. */
export function SellerPicker({ value, onChange, disabled }: Props) {
  const { data: sellers = [] } = useListSellersMinimalQuery();
  const options = useMemo<DropdownOption[]>(
    () =>
      sellers.map((s) => ({ id: s.id, name: `${s.fullName} (#${s.accountNumberPadded})`, keywords: [s.accountNumberPadded, s.fullName] })),
    [sellers],
  );
  return (
    <SearchableSelect
      aria-label="Seller"
      placeholder="Search sellers"
      options={options}
      value={options.find((o) => o.id === value) ?? null}
      onChange={(option) => onChange?.(option?.id)}
      allowEmpty={false}
      maxOptions={30}
      disabled={disabled}
    />
  );
}
