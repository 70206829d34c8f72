export declare const testWorkers: number;
