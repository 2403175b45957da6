export declare const TEST_BROWSER: string;
export declare const TEST_BROWSER_PACKAGE: string;
