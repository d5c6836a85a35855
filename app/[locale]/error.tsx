'use client';

import { LazyUnexpectedError } from '@/components/errors/lazy-unexpected-error';

export default LazyUnexpectedError;
