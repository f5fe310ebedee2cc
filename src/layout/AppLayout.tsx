import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { PushQuestion } from '../push/PushQuestion';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { NoticeModal } from './NoticeModal';
import { UpdateDialog } from './UpdateDialog';

/**
 * react-admin's layout (error boundary and Suspense included) with the app's bar, menu and
 * sidebar (a drawer on tablets).
 */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AppBar} menu={AppMenu} sidebar={AppSidebar}>
    {children}
    <UpdateDialog />
    <NoticeModal />
    <PushQuestion />
  </Layout>
);
