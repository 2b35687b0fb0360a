#pragma once
inline int vendor_broken() { return undeclared_in_vendor_header; }
inline int vendor_ok() { return 1; }
