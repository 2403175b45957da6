import { useRootData, type AdminListsText } from './root-data';

/**
 * The admin's French words on the public FAQ and blog, for the controls a signed-in admin sees
 * there (the root loader sends them with the role that shows those controls). Its own module:
 * the home page, which shows none, stays within its budget (app/bundle-budget.test.ts).
 */
export function useAdminListWords(): AdminListsText {
  const words = useRootData()?.adminLists;
  if (!words) throw new Error('The admin’s list controls are shown to a signed-in admin only');
  return words;
}
