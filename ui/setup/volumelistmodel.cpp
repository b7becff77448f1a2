// SPDX-License-Identifier: GPL-3.0-or-later
#include "volumelistmodel.h"

#include "chart/displaynames.h"
#include "util/systemtraits.h"
#include "uiutil/plaintext.h"
#include "util/shownpath.h"
#include "util/visibletext.h"
#include "volume/drivevolumes.h"
#include "volume/volumename.h"

#include <QLocale>

namespace cm {

QList<SourceVolume> probeSourceVolumes()
{
    QList<SourceVolume> volumes;
    for (const VolumeInfo &volume : driveVolumes())
        volumes.append({volume, compressionSupport(volume), supportedCompressions(volume)});
    return volumes;
}

void VolumeListModel::setVolumes(const QList<SourceVolume> &volumes, const QStringList &imageFilesystems)
{
    beginResetModel();
    m_volumes = volumes;
    m_imageFilesystems = imageFilesystems;
    endResetModel();
}

int VolumeListModel::rowOf(const QString &mountPoint) const
{
    for (int row = 0; row < m_volumes.size(); ++row) {
        if (m_volumes.at(row).volume.mountPoint == mountPoint)
            return row;
    }
    return -1;
}

int VolumeListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_volumes.size());
}

int VolumeListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString VolumeListModel::compressionText(const SourceVolume &source) const
{
    // "no" beside a status line that says a btrfs image will be used read
    // as a contradiction: the volume has none of its own, an image can.
    if (source.offered.isEmpty())
        return m_imageFilesystems.isEmpty() ? tr("no")
                                            : tr("in an image: %1").arg(m_imageFilesystems.join(QStringLiteral(", ")));
    QStringList methods;
    for (const CompressionSupport &offer : source.offered)
        methods << tr("%1: %2").arg(compressionMethodName(offer.method), offer.algorithms.join(QStringLiteral(", ")));
    return methods.join(QStringLiteral("; "));
}

QVariant VolumeListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SourceVolume &source = m_volumes.at(index.row());
    const VolumeInfo &volume = source.volume;
    // A mount point or a model names what a volume's label or a device's
    // firmware says: text to show, whatever it holds.
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case MountPoint:
            return visibleText(shownPath(volume.mountPoint));
        case Drive:
            return visibleText(volume.model.value_or(volumeName(volume)));
        case Filesystem:
            return volume.filesystem;
        case Free:
            return dataSizeText(volume.freeBytes);
        case Compression:
            return compressionText(source);
        }
    } else if (role == Qt::ToolTipRole) {
        if (index.column() == Compression && !source.compression.supported) {
            // The command line's advice names its options; the window's names its controls.
            // Without loop images the volume's own reason says where compression can be seen.
            if (!source.compression.recognised && thisSystem().loopImages)
                return tr("%1 has no transparent compression; choose a btrfs or NTFS image file on the drive under "
                          "Compression to see what compression would do on it")
                    .arg(volume.filesystem.isEmpty() ? tr("This volume") : volume.filesystem);
            return plainToolTip(source.compression.reason);
        }
        if (index.column() == MountPoint)
            return plainToolTip(visibleText(shownPath(volume.mountPoint)));
        if (index.column() == Drive)
            return plainToolTip(
                tr("%1 (%2)").arg(volumeName(volume), volume.blockDevice.value_or(tr("unknown device"))));
    } else if (role == Qt::TextAlignmentRole && index.column() == Free) {
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant VolumeListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MountPoint:
        return tr("Mounted at");
    case Drive:
        return tr("Drive");
    case Filesystem:
        return tr("Filesystem");
    case Free:
        return tr("Free");
    case Compression:
        return tr("Compression");
    }
    return {};
}

} // namespace cm
