import { Route, Routes } from 'react-router';
import { UserDetailPage } from './user-detail-page';
import { UserList } from './user-list';

/** `/teams/users` lists customer users; `/teams/users/:id` is one user. */
export default function UsersPage() {
  return (
    <Routes>
      <Route index element={<UserList />} />
      <Route path=":id" element={<UserDetailPage />} />
    </Routes>
  );
}
