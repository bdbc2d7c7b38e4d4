// A completed address in a few lines (the summary of a closed step and the review).
import type { AddressDetails } from '../../../shared/checkout/checkout-types.js';
import { useStoreView } from '../../i18n.js';
import { countryOptions } from './countries.js';

export function AddressSummary({ address }: { address: AddressDetails }) {
  const store = useStoreView();
  const country = countryOptions(store.locale).find((c) => c.value === address.country)?.label ?? address.country;
  return (
    <address className="checkout-address-summary">
      {address.firstName} {address.lastName}
      {address.company && (
        <>
          <br />
          {address.company}
        </>
      )}
      <br />
      {address.streetAddress} {address.apartmentNumber}
      <br />
      {address.zipCode} {address.city}
      <br />
      {country}
      {address.phoneNumber && (
        <>
          <br />
          {address.phoneNumber}
        </>
      )}
    </address>
  );
}
