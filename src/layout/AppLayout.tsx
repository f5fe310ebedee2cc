import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { PushQuestion } from '../push/PushQuestion';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { NoticeModal } from './NoticeModal';
import { UpdateDialog } from './UpdateDialog';

/** react-admin's layout (error boundary and Suspense included) with the app's bar and menu. */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AppBar} menu={AppMenu}>
    {children}
    <UpdateDialog />
    <NoticeModal />
    <PushQuestion />
  </Layout>
);
