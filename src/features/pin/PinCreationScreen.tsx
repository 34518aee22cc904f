import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { pinRules } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { PageHeading } from '../../ui/PageHeading';
import { PinField } from '../../ui/PinField';
import { holdFirstPin } from './pin-draft';

/** Step 1 of 2: the new transaction PIN, held in memory for the confirm step. */
export function PinCreationScreen() {
  const [, navigate] = useLocation();
  const form = useForm({ defaultValues: { pin: '' } });
  return (
    <section className="page">
      <PageHeading>Create your transaction PIN</PageHeading>
      <p className="page-lead">You will use this 4-digit PIN to confirm every transfer. Step 1 of 2.</p>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ pin }) => {
          holdFirstPin(pin);
          navigate(paths.dashboard.pinConfirm);
        })}
      >
        <ErrorSummary form={form} />
        <PinField control={form.control} name="pin" label="New PIN" rules={pinRules('your new 4-digit PIN')} />
        <Button type="submit">Confirm</Button>
      </form>
    </section>
  );
}
