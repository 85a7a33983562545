import { useMemo, useState } from 'react';
import { useApiQuery } from '@/api/query';
import { useApiMutation } from '@/api/mutation';
import { Button } from '@/components/Button';
import { FormFooter } from '@/components/form/FormLayout';
import { DynamicForm } from '@/forms/DynamicForm';
import { registerSpecs } from '@/forms/forms';
import { useForm } from '@/forms/useForm';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { refusalOf } from '../lib/refusal';
import { findDownline } from '../stores/agent-centre';
import { Actions, Card, LoadingRows, QueryError } from '../components/AgentParts';
import { Muted } from '@/components/Muted';
import { Stack } from '@/components/Stack';

/** The agent is signed in: no captcha, SMS code, invitation code or terms box; the new member is the agent's downline. */
const NOT_ASKED = new Set(['agree', 'captcha', 'verificationCode', 'affiliateCode', 'recommenderId']);

/**
 * Account / register centre (§2): the agent registers a downline. Every field,
 * its visibility, requirement and message come from the server's register
 * rules through DynamicForm, as on the public registration form.
 */
export function RegisterDownlinePage() {
  const f = useAgentFormat();
  const settings = useApiQuery('registerSettings', { staleMs: 5 * 60_000 });
  const specs = useMemo(() => {
    const rules = settings.data;
    if (!rules) return [];
    return registerSpecs(rules, { type: 'register', smsEnabled: false, affiliateCodeFromSite: true }).map((s) => {
      if (NOT_ASKED.has(s.name)) return { ...s, shown: false };
      // The public form always wants the number when shown; here the server's own `required` decides (as the sandbox checks).
      if (s.name === 'mobileNum') return { ...s, required: rules.mobileNum?.required === true };
      return s;
    });
  }, [settings.data]);
  const form = useForm(specs);
  const mutation = useApiMutation('agentRegisterDownline', { invalidates: ['agentDownlines', 'agentTeamOverview'] });
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);

  if (settings.status === 'loading') return <LoadingRows rows={4} height={64} />;
  if (settings.status === 'error') return <QueryError error={settings.error} onRetry={settings.retry} />;

  const submit = async (values: Record<string, string>) => {
    setFailure(null);
    const body = Object.fromEntries(Object.entries(values).filter(([k, v]) => !NOT_ASKED.has(k) && v !== ''));
    try {
      const done = await mutation.run(body);
      setMade(done.account);
      form.reset();
    } catch (err) {
      const r = refusalOf(err);
      if (r.field && specs.some((s) => s.name === r.field && s.shown)) form.setError(r.field, { id: r.key });
      else setFailure(f.t(r.key, r.values));
    }
  };

  return (
    <Stack>
      <Muted>{f.t('agentCentre.register.intro')}</Muted>
      {made && (
        <Card as="output" data-testid="agent-register-done">
          <h4>{f.t('agentCentre.register.done', { account: made })}</h4>
          <Actions>
            <Button variant="secondary" onClick={() => findDownline(made)}>
              {f.t('agentCentre.register.show')}
            </Button>
            <Button variant="ghost" onClick={() => setMade(null)}>
              {f.t('agentCentre.register.another')}
            </Button>
          </Actions>
        </Card>
      )}
      {!made && (
        <DynamicForm form={form} onSubmit={submit} idPrefix="agent-register" testId="agent-register-form">
          <FormFooter failure={failure} submitLabel={f.t('agentCentre.register.submit')} busy={mutation.pending} />
        </DynamicForm>
      )}
    </Stack>
  );
}

export default RegisterDownlinePage;
