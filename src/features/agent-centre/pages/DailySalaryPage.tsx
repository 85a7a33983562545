import { ContractPage } from '../components/ContractPage';

/** §2 agent centre entry: DailySalary (contract and settlements of kind DAILY). */
export function DailySalaryPage() {
  return <ContractPage kind="DAILY" />;
}

export default DailySalaryPage;
