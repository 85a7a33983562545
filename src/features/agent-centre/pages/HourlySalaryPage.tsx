import { ContractPage } from '../components/ContractPage';

/** §2 agent centre entry: HourlySalary (contract and settlements of kind HOURLY). */
export function HourlySalaryPage() {
  return <ContractPage kind="HOURLY" />;
}

export default HourlySalaryPage;
