import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Modal } from '@/components/Modal';
import { closeHelp, helpModal } from '../stores/help-modal';
import { HelpContent } from './HelpContent';

/** The help modal (§2): the help centre over the page the player is on, which stays where it was underneath. */
export function HelpModal() {
  const intl = useIntl();
  const { section } = useSnapshot(helpModal);
  return (
    <Modal open onClose={closeHelp} title={intl.formatMessage({ id: 'help.title' })} size="lg" testId="help-modal">
      <HelpContent
        compact
        section={section}
        onSection={(id) => {
          helpModal.section = id;
        }}
      />
    </Modal>
  );
}
