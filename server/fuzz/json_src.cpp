// Boost.JSON compiled into the fuzz targets themselves, so its parser is instrumented for coverage.
#include <boost/json/src.hpp>
