import { ArchitecturePage } from './components/architecture-page';

/** /creator/dashboard/architecture: Learner Architecture. */
export const ArchitectureRoute = () => <ArchitecturePage />;
