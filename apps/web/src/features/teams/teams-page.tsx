import { Route, Routes } from 'react-router';
import { TeamDetailPage } from './team-detail-page';
import { TeamList } from './team-list';

/** `/teams` lists orgs; `/teams/:id/:tab` is one org's page with its tab. */
export default function TeamsPage() {
  return (
    <Routes>
      <Route index element={<TeamList />} />
      <Route path=":id/:tab?" element={<TeamDetailPage />} />
    </Routes>
  );
}
