import { getInstitution } from '../../api/dashboard';
import { useApi } from '../../lib/services';
import { useLoader } from '../../lib/useLoader';
import { Loaded } from '../../ui/Loaded';
import { PageHeading } from '../../ui/PageHeading';
import { CopyField } from './CopyField';

/** Institutional transfer: the details an institute needs to pay the customer, each copyable. */
export function InstitutionScreen() {
  const api = useApi();
  const { state, retry } = useLoader(() => getInstitution(api));
  return (
    <section className="page funds">
      <PageHeading>Your Details</PageHeading>
      <Loaded state={state} retry={retry} what="your details">
        {({ data, data2, u }) => (
          <div className="card">
            <CopyField label="Your Username" value={u.username || 'n/a'} />
            <CopyField label="Your Account Number" value={data.account_no || 'n/a'} />
            <CopyField label="Swift Code" value={data2.swift_code} />
            <CopyField label="Routing Number" value={data2.routing_no} />
            <CopyField label="Country" value={data2.country} />
          </div>
        )}
      </Loaded>
    </section>
  );
}
