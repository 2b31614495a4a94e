// The async boundary Module Federation needs before shared singletons are used (notes/toolchain.md).
void import('./bootstrap');
