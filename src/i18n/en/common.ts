/** The English messages of the frame, the shared components and the contract's failures. */
export default {
  'common.region': 'Online banking',
} as const;
