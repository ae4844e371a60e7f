/** The coworkers feature's texts (features/coworkers): the team page and the coworker sheet. */
export const coworkers = {
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    added: 'Added',
    name: 'Name',
  },
  sheet: {
    newTitle: 'New coworker',
    inviteInfo: 'They get an e-mail with a link to set their password.',
    create: 'Create coworker',
    title: 'Coworker',
    edit: 'Edit',
    delete: 'Delete',
    deleteTitle: 'Delete {name}?',
    deleteContent: 'They lose access to the back office.',
  },
  team: {
    title: 'Team',
    description: 'Coworkers who can use the back office.',
    fetchFailed: 'Failed to fetch coworkers',
    coworkers: 'Coworkers',
    add: 'Add coworker',
    empty: 'No coworkers yet',
  },
} as const;
