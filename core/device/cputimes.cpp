#include "cputimes.h"

#include <sys/resource.h>

namespace cm {

CpuTimes CpuTimes::ofThisProcess()
{
    rusage usage {};
    ::getrusage(RUSAGE_SELF, &usage);
    const auto seconds = [](const timeval &t) { return double(t.tv_sec) + double(t.tv_usec) / 1e6; };
    return {seconds(usage.ru_utime), seconds(usage.ru_stime)};
}

} // namespace cm
