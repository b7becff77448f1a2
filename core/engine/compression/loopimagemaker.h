// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compression/loopimage.h"
#include "privilege/privileges.h"
#include "util/cancellation.h"

namespace cm {

// What makes loop images, on a system that has loop devices
// (loopimagemaker_linux.cpp). Where there are none (Windows) there is no
// maker at all: loopImageMaker() is null, and a caller takes its other way
// at once instead of asking an interface that can only answer "cannot".
class LoopImageMaker
{
public:
    virtual ~LoopImageMaker() = default;

    // Whether a process with `privileges` may make an image of
    // `filesystem` now; `whyNot` says what is missing.
    virtual bool isAvailable(LoopImageSpec::Filesystem filesystem, const Privileges &privileges,
                             QString *whyNot) const = 0;
    // Makes the image in `folder` and mounts it (LoopImage::create).
    virtual Status create(const QString &folder, const LoopImageSpec &spec, const Privileges &privileges,
                          LoopImage *image, const Cancellation &cancel) const = 0;
};

// This system's maker, or null where it has no loop devices.
const LoopImageMaker *loopImageMaker();

// Whether an image of `filesystem` can be made here now: false with the
// reason where the system has no maker or the maker says no.
bool canMakeLoopImage(LoopImageSpec::Filesystem filesystem, const Privileges &privileges, QString *whyNot);

} // namespace cm
