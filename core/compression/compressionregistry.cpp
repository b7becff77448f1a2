#include "compression/compressionbackend.h"

namespace cm {

std::unique_ptr<CompressionBackend> compressionBackendFor(const VolumeInfo &volume)
{
    for (auto &backend : compressionBackends()) {
        if (backend->support(volume).supported)
            return std::move(backend);
    }
    return nullptr;
}

CompressionSupport compressionSupport(const VolumeInfo &volume)
{
    QStringList reasons;
    for (const auto &backend : compressionBackends()) {
        const CompressionSupport support = backend->support(volume);
        if (support.supported)
            return support;
        if (support.recognised)
            reasons << support.reason; // a filesystem that could compress: say what stands in the way
    }
    CompressionSupport none;
    none.reason = reasons.isEmpty()
        ? QStringLiteral("%1 has no transparent compression; a btrfs or NTFS image on this drive "
                         "(--compression loop-btrfs or loop-ntfs, as root) shows what it would do")
              .arg(volume.filesystem.isEmpty() ? QStringLiteral("this volume") : volume.filesystem)
        : reasons.join(QStringLiteral("; "));
    return none;
}

} // namespace cm
