import { ContractPage } from '../components/ContractPage';

/** §2 agent centre entry: RealtimeSalary (contract and settlements of kind REALTIME). */
export function RealtimeSalaryPage() {
  return <ContractPage kind="REALTIME" />;
}

export default RealtimeSalaryPage;
