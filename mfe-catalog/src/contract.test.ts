import path from 'node:path';
import { describeRemoteContract } from '@shop/shared/testing';
import exposes from '../exposes';

// What the shell relies on this remote for: its pages, its widgets, its bus topics.
describeRemoteContract({ name: 'catalog', dir: path.resolve(__dirname, '..'), exposes });
