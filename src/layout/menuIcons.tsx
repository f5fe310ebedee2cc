import type { ReactElement } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PaymentsIcon from '@mui/icons-material/Payments';
import QrCodeIcon from '@mui/icons-material/QrCode';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StoreIcon from '@mui/icons-material/Store';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { MenuKey } from '../../domain/access';

export const menuIcons: Record<MenuKey, ReactElement> = {
  dashboard: <DashboardIcon />,
  idAogMog: <BadgeIcon />,
  registrationForm: <HowToRegIcon />,
  upgradeMog: <UpgradeIcon />,
  paymentHistory: <ReceiptLongIcon />,
  paymentHistoryUpgrade: <HistoryIcon />,
  generateId: <QrCodeIcon />,
  payment: <PaymentsIcon />,
  paymentReceipt: <ReceiptLongIcon />,
  paymentReceiptUpgrade: <HistoryIcon />,
  inquiryData: <ManageSearchIcon />,
  statisticMember: <AssessmentIcon />,
  settingWa: <WhatsAppIcon />,
  aogMog: <GroupsIcon />,
  branch: <StoreIcon />,
  helpCenter: <HelpCenterIcon />,
};
