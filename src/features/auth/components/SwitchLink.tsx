import { FormLinks, LinkButton } from '@/components/form/FormLayout';

/** The centred line under the login and register forms that switches to the other one ("No account? Register"). */
export function SwitchLink({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <FormLinks style={{ justifyContent: 'center' }}>
      <span>
        {question}{' '}
        <LinkButton type="button" onClick={onClick}>
          {action}
        </LinkButton>
      </span>
    </FormLinks>
  );
}
