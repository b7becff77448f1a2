// SPDX-License-Identifier: GPL-3.0-or-later
#include "setupfacts.h"

#include "compression/loopimage.h"

#include <QDir>
#include <QFileInfo>

namespace cm {

SetupFacts probeSetupFacts(const QString &sourceFolder, const Privileges &privileges)
{
    SetupFacts facts;
    facts.sources = probeSourceVolumes();
    facts.ramDisks = ramBackedVolumes();
    QStringList searched{QDir::homePath()};
    if (!sourceFolder.isEmpty())
        searched << sourceFolder;
    for (const VolumeInfo &ramDisk : std::as_const(facts.ramDisks))
        searched << ramDisk.mountPoint;
    searched.removeDuplicates();
    for (const QString &folder : std::as_const(searched))
        facts.leftovers += findStaleWorkspaces(folder);
    if (const QString current = QDir::currentPath(); QFileInfo(current).isWritable())
        facts.writableCurrentFolder = current;
    facts.dropping = decideCacheMode(CacheMode::Drop, privileges);
    QString whyNot;
    facts.loopBtrfs = LoopImage::isAvailable(LoopImageSpec::Filesystem::Btrfs, privileges, &whyNot);
    facts.loopNtfs = LoopImage::isAvailable(LoopImageSpec::Filesystem::Ntfs, privileges, &whyNot);
    return facts;
}

} // namespace cm
