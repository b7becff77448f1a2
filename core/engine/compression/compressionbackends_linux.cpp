// SPDX-License-Identifier: GPL-3.0-or-later
// The compression backends on Linux: btrfs, and NTFS through ntfs-3g.
#include "compression/btrfscompression_linux.h"
#include "compression/compressionbackend.h"
#include "compression/ntfs3gcompression_linux.h"

namespace cm {

std::vector<std::unique_ptr<CompressionBackend>> compressionBackends()
{
    std::vector<std::unique_ptr<CompressionBackend>> backends;
    backends.push_back(std::make_unique<BtrfsCompression>());
    backends.push_back(std::make_unique<Ntfs3gCompression>());
    return backends;
}

} // namespace cm
