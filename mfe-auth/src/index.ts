// The async boundary Module Federation needs before shared singletons are used (docs/architecture.md "Toolchain facts").
void import('./bootstrap');
