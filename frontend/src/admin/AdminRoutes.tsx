import { Navigate, Route, Routes } from 'react-router';
import { ADMIN_SECTIONS, AdminPlaceholderPage } from './AdminPlaceholderPage';

/** Everything under /admin/*. /admin and /admin/ land on the dashboard (spec 2.1). */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/admin/dashboard" replace />} />
      {ADMIN_SECTIONS.map((section) => (
        <Route key={section.path} path={section.path} element={<AdminPlaceholderPage title={section.title} />} />
      ))}
      <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
    </Routes>
  );
}
