/** What src/app uses of the agent centre (the one file app may import here, scripts/check-layers.ts). */
export const loadAgentCentreOverlay = () => import('./components/AgentCentreOverlay').then((m) => ({ default: m.AgentCentreOverlay }));

export { agentCentre, openAgentCentre } from './stores/agent-centre';
export { useBecomeAgent } from './hooks/useBecomeAgent';
