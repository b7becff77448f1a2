// The compression backends on Windows: NTFS's own.
#include "compression/compressionbackend.h"
#include "compression/ntfscompression_windows.h"

namespace cm {

std::vector<std::unique_ptr<CompressionBackend>> compressionBackends()
{
    std::vector<std::unique_ptr<CompressionBackend>> backends;
    backends.push_back(std::make_unique<NtfsCompression>());
    return backends;
}

} // namespace cm
