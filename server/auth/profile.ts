import type { AdminProfile } from '../../domain/api/auth';
import { isGroup } from '../../domain/groups';
import { fileUrl } from '../files/service';
import type { AdminRecord } from './repository';

/** The admin as the API shows it: never the hash, the group and branch by name. */
export const toAdminProfile = (admin: AdminRecord): AdminProfile => {
  if (!isGroup(admin.groupName)) throw new Error(`Unknown group ${admin.groupName}`);
  return {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    image: fileUrl(admin.imageFileId),
    branch:
      admin.branchId !== null && admin.branchName !== null
        ? { id: admin.branchId, name: admin.branchName }
        : null,
    group_user: { id: admin.groupId, name: admin.groupName },
  };
};
