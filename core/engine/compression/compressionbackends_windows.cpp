// SPDX-License-Identifier: GPL-3.0-or-later
// The compression backends on Windows: NTFS's own first (what `auto`
// takes), then WOF, asked for by name.
#include "compression/compressionbackend.h"
#include "compression/ntfscompression_windows.h"
#include "compression/wofcompression_windows.h"

namespace cm {

std::vector<std::unique_ptr<CompressionBackend>> compressionBackends()
{
    std::vector<std::unique_ptr<CompressionBackend>> backends;
    backends.push_back(std::make_unique<NtfsCompression>());
    backends.push_back(std::make_unique<WofCompression>());
    return backends;
}

} // namespace cm
