export declare const CHROME_PATH: string;
export declare const CHROME_FLAGS: readonly string[];
