export * from '../../../../test/on-demand';
