import { Route, Routes } from 'react-router';
import { ShortUrlDetail } from './short-url-detail';
import { ShortUrlList } from './short-url-list';

/** Menu "Short URL": the list at /short-urls, one link's visits and QR at /short-urls/:id. */
export default function ShortUrlsPage() {
  return (
    <Routes>
      <Route index element={<ShortUrlList />} />
      <Route path=":id" element={<ShortUrlDetail />} />
    </Routes>
  );
}
