import { ContractPage } from '../components/ContractPage';

/** §2 agent centre entry: Dividend (contract and settlements of kind DIVIDEND). */
export function DividendPage() {
  return <ContractPage kind="DIVIDEND" />;
}

export default DividendPage;
